package rules

import "fmt"

// Teller is implemented by states whose notation names a seat by its
// number (Crossing's "deal 2 echidna"). TellMove writes m for people, the
// seat by its name as live play's log does ("deal Blue: kangaroo");
// name(seat) is the seat's name. Moves that name no seat read as their
// notation.
type Teller interface {
	TellMove(m Move, name func(seat int) string) string
}

// TellMove is m in words for people: the Teller's, with the seats named
// from names ("Seat N" where a name is missing), or else the notation.
// It is for reading only: ParseMove reads the notation, not this.
func TellMove(st State, m Move, names []string) string {
	t, ok := st.(Teller)
	if !ok {
		return st.MoveText(m)
	}
	return t.TellMove(m, func(seat int) string {
		if seat >= 0 && seat < len(names) && names[seat] != "" {
			return names[seat]
		}
		return fmt.Sprintf("Seat %d", seat+1)
	})
}

// SeatNames are the names of a setup's seats, in seat order.
func SeatNames(seats []SeatInfo) []string {
	out := make([]string, len(seats))
	for i, s := range seats {
		out[i] = s.Name
	}
	return out
}
