// Package sprites draws everything the screens show — boards, kangaroos,
// tiles, cards, text — with ebiten/vector and the embedded fonts. Art is
// made by the program: nothing is loaded from image files.
//
// The pure arithmetic of animation lives in the sub-package tween.
package sprites
