package rules

//go:generate msgp -io=false
//msgp:limit arrays:200000 maps:1000

// SeatInfo says who sits in a seat. Kind is "human", "remote" or
// "bot:<name>" (for example "bot:greedy").
type SeatInfo struct {
	Name string `msg:"name"`
	Kind string `msg:"kind"`
}

// IsBot reports whether the seat is played by the computer.
func (s SeatInfo) IsBot() bool { return len(s.Kind) > 4 && s.Kind[:4] == "bot:" }

// Bot is the bot's name for a bot seat, "" otherwise.
func (s SeatInfo) Bot() string {
	if s.IsBot() {
		return s.Kind[4:]
	}
	return ""
}

// Setup is everything needed to start a game again from scratch.
type Setup struct {
	Game    string     `msg:"game"`
	Options []Option   `msg:"options"`
	Seats   []SeatInfo `msg:"seats"`
	Seed    uint64     `msg:"seed"`
}
