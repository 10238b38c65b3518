//go:build !js

package net

import (
	stdnet "net"
	"slices"
	"testing"
)

// The addresses a host offers for its link: private ones first, never
// loopback or link-local, IPv4 only.
func TestReachableAddresses(t *testing.T) {
	var addrs []stdnet.Addr
	for _, c := range []string{"127.0.0.1/8", "::1/128", "169.254.3.4/16", "203.0.113.7/24", "192.168.1.20/24", "fe80::1/64", "10.0.0.5/8"} {
		ip, ipn, err := stdnet.ParseCIDR(c)
		if err != nil {
			t.Fatal(err)
		}
		ipn.IP = ip
		addrs = append(addrs, ipn)
	}
	if got, want := reachable(addrs), []string{"192.168.1.20", "10.0.0.5", "203.0.113.7"}; !slices.Equal(got, want) {
		t.Errorf("reachable = %q, want %q", got, want)
	}
	if got := reachable(addrs[:3]); len(got) != 0 {
		t.Errorf("loopback and link-local only: %q", got)
	}
}
