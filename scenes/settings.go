package scenes

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strconv"

	"outback/rules"
	"outback/scenes/lang"
	"outback/scenes/ui"
)

// SettingsName is the settings file in the Store (JSON, for people to read).
const SettingsName = "settings.json"

type settingsFile struct {
	Version      int    `json:"version"`
	Coords       bool   `json:"coords"`
	AnimSpeed    int    `json:"animSpeed"`
	HighContrast bool   `json:"highContrast"`
	Sound        *bool  `json:"sound,omitempty"`
	Volume       *int   `json:"volume,omitempty"`
	Language     string `json:"language,omitempty"`
	PlayerName   string `json:"playerName,omitempty"`
}

// loadSettings reads the saved settings. A file that cannot be read is
// moved aside and the defaults are used; the error says so.
func (a *App) loadSettings() error {
	if a.store == nil {
		return nil
	}
	data, err := a.store.Read(SettingsName)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	var f settingsFile
	err = json.Unmarshal(data, &f)
	if err == nil && (f.AnimSpeed < 0 || f.AnimSpeed > 3) {
		err = fmt.Errorf("animSpeed %d is not one of 0 (off), 1 (slow), 2 (normal), 3 (fast)", f.AnimSpeed)
	}
	if err == nil && f.Language != "" && f.Language != lang.English && f.Language != lang.German {
		err = fmt.Errorf("language %q is not one of en, de", f.Language)
	}
	if err == nil && f.Volume != nil && (*f.Volume < 0 || *f.Volume > 10) {
		err = fmt.Errorf("volume %d is not from 0 to 10", *f.Volume)
	}
	if err != nil {
		aside := "damaged/settings-" + strconv.FormatInt(a.Now(), 10) + ".json"
		a.store.Rename(SettingsName, aside)
		return fmt.Errorf("the settings could not be read (%v); they were kept as %s and the defaults are used", err, aside)
	}
	a.settings = ui.Settings{Coords: f.Coords, AnimSpeed: f.AnimSpeed, HighContrast: f.HighContrast, Sound: true, Volume: 7}
	if f.Sound != nil {
		a.Settings().Sound = *f.Sound
	}
	if f.Volume != nil {
		a.Settings().Volume = *f.Volume
	}
	if f.Language != "" {
		a.Settings().Language = f.Language
	}
	a.Settings().PlayerName = rules.CleanName(f.PlayerName)
	return nil
}

// SaveSettings writes the settings after a change.
func (a *App) SaveSettings() {
	if a.store == nil {
		return
	}
	data, _ := json.MarshalIndent(settingsFile{Version: 1, Coords: a.Settings().Coords, AnimSpeed: a.Settings().AnimSpeed, HighContrast: a.Settings().HighContrast, Sound: &a.Settings().Sound, Volume: &a.Settings().Volume, Language: a.Settings().Language, PlayerName: a.Settings().PlayerName}, "", "  ")
	if err := a.store.Write(SettingsName, data); err != nil {
		a.saveErr = err
	}
}
