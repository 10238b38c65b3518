package downunder

//go:generate msgp -io=false

// Move is one decision (§9). Kind is Straight, Curve, Terminal, Billabong
// (case 3), Turn or Pass. R is the rotation of a straight (0–1) or curve
// (0–3), the front side of a terminal (N=0 E=1 S=2 W=3), or the quarter
// turns of a Turn (1 clockwise, 3 counter-clockwise). Animal names which
// card of the hand is laid (straights and curves only). The colour is not
// part of a move: for a legal move only one of the seat's colours fits.
// *Move is the rules.Move (msgp gives structs of this size pointer
// receivers).
type Move struct {
	Kind   uint8 `msg:"k"`
	X      int16 `msg:"x"`
	Y      int16 `msg:"y"`
	R      uint8 `msg:"r"`
	Animal uint8 `msg:"a"`
}
