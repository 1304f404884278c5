/**
 * Time zones as a Greek reader knows them: «Ευρώπη/Αθήνα (UTC+2)» instead of «Europe/Athens», Greece
 * and Cyprus first. The browser's Intl names a zone's offset but not its city in Greek, so the cities a
 * Greek business is likely to pick are named here; any other keeps its English city name.
 */

const REGIONS: Record<string, string> = {
  Africa: 'Αφρική',
  America: 'Αμερική',
  Antarctica: 'Ανταρκτική',
  Arctic: 'Αρκτική',
  Asia: 'Ασία',
  Atlantic: 'Ατλαντικός',
  Australia: 'Αυστραλία',
  Europe: 'Ευρώπη',
  Indian: 'Ινδικός',
  Pacific: 'Ειρηνικός',
};

const CITIES: Record<string, string> = {
  Amsterdam: 'Άμστερνταμ',
  Andorra: 'Ανδόρα',
  Athens: 'Αθήνα',
  Belgrade: 'Βελιγράδι',
  Berlin: 'Βερολίνο',
  Bratislava: 'Μπρατισλάβα',
  Brussels: 'Βρυξέλλες',
  Bucharest: 'Βουκουρέστι',
  Budapest: 'Βουδαπέστη',
  Chisinau: 'Κισινάου',
  Copenhagen: 'Κοπεγχάγη',
  Dublin: 'Δουβλίνο',
  Gibraltar: 'Γιβραλτάρ',
  Helsinki: 'Ελσίνκι',
  Istanbul: 'Κωνσταντινούπολη',
  Kaliningrad: 'Καλίνινγκραντ',
  Kiev: 'Κίεβο',
  Kyiv: 'Κίεβο',
  Lisbon: 'Λισαβόνα',
  Ljubljana: 'Λιουμπλιάνα',
  London: 'Λονδίνο',
  Luxembourg: 'Λουξεμβούργο',
  Madrid: 'Μαδρίτη',
  Malta: 'Μάλτα',
  Minsk: 'Μινσκ',
  Monaco: 'Μονακό',
  Moscow: 'Μόσχα',
  Nicosia: 'Λευκωσία',
  Oslo: 'Όσλο',
  Paris: 'Παρίσι',
  Podgorica: 'Ποντγκόριτσα',
  Prague: 'Πράγα',
  Riga: 'Ρίγα',
  Rome: 'Ρώμη',
  San_Marino: 'Άγιος Μαρίνος',
  Sarajevo: 'Σαράγεβο',
  Skopje: 'Σκόπια',
  Sofia: 'Σόφια',
  Stockholm: 'Στοκχόλμη',
  Tallinn: 'Ταλίν',
  Tirane: 'Τίρανα',
  Vaduz: 'Βαντούζ',
  Vatican: 'Βατικανό',
  Vienna: 'Βιέννη',
  Vilnius: 'Βίλνιους',
  Warsaw: 'Βαρσοβία',
  Zagreb: 'Ζάγκρεμπ',
  Zurich: 'Ζυρίχη',
  Cairo: 'Κάιρο',
  Johannesburg: 'Γιοχάνεσμπουργκ',
  New_York: 'Νέα Υόρκη',
  Chicago: 'Σικάγο',
  Los_Angeles: 'Λος Άντζελες',
  Toronto: 'Τορόντο',
  Montreal: 'Μόντρεαλ',
  Mexico_City: 'Πόλη του Μεξικού',
  Sao_Paulo: 'Σάο Πάολο',
  Dubai: 'Ντουμπάι',
  Jerusalem: 'Ιερουσαλήμ',
  Beirut: 'Βηρυτός',
  Tokyo: 'Τόκιο',
  Shanghai: 'Σανγκάη',
  Hong_Kong: 'Χονγκ Κονγκ',
  Singapore: 'Σιγκαπούρη',
  Sydney: 'Σίδνεϊ',
  Melbourne: 'Μελβούρνη',
  Adelaide: 'Αδελαΐδα',
  Brisbane: 'Μπρισμπέιν',
  Perth: 'Περθ',
  Auckland: 'Ώκλαντ',
  Reykjavik: 'Ρέικιαβικ',
  Canary: 'Κανάρια Νησιά',
};

/** The zones a Greek business most likely means, in this order before every other. */
const FIRST = ['Europe/Athens', 'Asia/Nicosia'];

/** «UTC+2», «UTC+5:30» or «UTC» for the zone's offset at `at`. */
export function utcOffsetOf(zone: string, at: Date = new Date()): string {
  try {
    const offset = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    return (offset ?? 'GMT').replace(/^(?:GMT|UTC)(?:[+-]0)?/, 'UTC');
  } catch {
    return 'UTC';
  }
}

/** «Ευρώπη/Αθήνα (UTC+2)»: the zone's region and city in Greek where known, and its offset at `at`. */
export function timeZoneLabel(zone: string, at: Date = new Date()): string {
  const parts = zone.split('/');
  const named =
    parts.length === 1
      ? zone
      : [
          REGIONS[parts[0]!] ?? parts[0],
          ...parts.slice(1).map((part) => CITIES[part] ?? part.replaceAll('_', ' ')),
        ].join('/');
  const offset = utcOffsetOf(zone, at);
  return named === offset ? offset : `${named} (${offset})`;
}

/**
 * The zones to offer, Greece and Cyprus first and the rest in Greek alphabetical order of their labels;
 * `current` is kept even when the browser does not know it.
 */
export function timeZoneOptions(current: string, at: Date = new Date()): { value: string; label: string }[] {
  const zones = new Set([current, ...Intl.supportedValuesOf('timeZone')]);
  const option = (zone: string) => ({ value: zone, label: timeZoneLabel(zone, at) });
  const first = FIRST.filter((zone) => zones.has(zone)).map(option);
  const rest = [...zones]
    .filter((zone) => !FIRST.includes(zone))
    .map(option)
    .sort((a, b) => a.label.localeCompare(b.label, 'el'));
  return [...first, ...rest];
}
