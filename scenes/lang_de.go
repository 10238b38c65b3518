package scenes

// german is the German dictionary: English text → German text. Keys are
// the exact strings the code draws (or the format strings given to T).
var german = map[string]string{
	"New game": "Neues Spiel",
}
