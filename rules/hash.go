package rules

// Hasher is FNV-1a over bytes, the one hash function every game's Hash uses,
// so a hash is the same on every platform.
type Hasher uint64

// NewHasher returns a hasher in its initial state.
func NewHasher() Hasher { return 14695981039346656037 }

// Byte adds one byte.
func (h *Hasher) Byte(b byte) {
	*h = (*h ^ Hasher(b)) * 1099511628211
}

// Int adds an integer as 8 little-endian bytes.
func (h *Hasher) Int(v int) {
	u := uint64(v)
	for i := 0; i < 8; i++ {
		h.Byte(byte(u >> (8 * i)))
	}
}

// Bytes adds a byte slice.
func (h *Hasher) Bytes(b []byte) {
	for _, c := range b {
		h.Byte(c)
	}
}

// Sum is the hash.
func (h Hasher) Sum() uint64 { return uint64(h) }
