import { browserClock } from '@studio/web';

/**
 * Time zones as a Greek reader knows them: «Ευρώπη/Αθήνα (UTC+2)» instead of «Europe/Athens», Greece
 * and Cyprus first. The cities a Greek business is likely to pick are named here; any other takes the
 * Greek name CLDR gives it (the browser's Intl, «Ώρα (Άντακ)» for America/Adak), so no label mixes
 * Greek and Latin letters.
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
  // Zones CLDR names by an abbreviation («EET») in Greek, so Intl gives no city for them.
  Longyearbyen: 'Λόνγκιεαρμπιεν',
  Amman: 'Αμμάν',
  Damascus: 'Δαμασκός',
  Famagusta: 'Αμμόχωστος',
  Faeroe: 'Φερόες',
  Faroe: 'Φερόες',
  Madeira: 'Μαδέρα',
  Algiers: 'Αλγέρι',
  Casablanca: 'Καζαμπλάνκα',
  Ceuta: 'Θέουτα',
  Tripoli: 'Τρίπολη',
  Tunis: 'Τύνιδα',
  Busingen: 'Μπίζινγκεν',
  Mariehamn: 'Μάριεχαμν',
};

/** The zones a Greek business most likely means, in this order before every other. */
const FIRST = ['Europe/Athens', 'Asia/Nicosia'];

/** «UTC+2», «UTC+5:30» or «UTC» for the zone's offset at `at`. */
export function utcOffsetOf(zone: string, at: Date = browserClock()): string {
  try {
    const offset = new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    return (offset ?? 'GMT').replace(/^(?:GMT|UTC)(?:[+-]0)?/, 'UTC');
  } catch {
    return 'UTC';
  }
}

/**
 * The zone's city in Greek as CLDR names it: Intl's short generic name of a zone with no common
 * abbreviation is «Ώρα (<city>)» in Greek. Undefined when Intl gives an abbreviation or an offset instead.
 */
function cldrCityOf(zone: string): string | undefined {
  try {
    const name = new Intl.DateTimeFormat('el', { timeZone: zone, timeZoneName: 'shortGeneric' })
      .formatToParts(new Date(0))
      .find((part) => part.type === 'timeZoneName')?.value;
    return name ? /^Ώρα \((.+)\)$/.exec(name)?.[1] : undefined;
  } catch {
    return undefined;
  }
}

/** The zone's city in Greek: this file's name for it, CLDR's, or its own with spaces. */
function cityOf(zone: string, parts: string[]): string {
  const last = parts.at(-1)!;
  return CITIES[last] ?? cldrCityOf(zone) ?? parts.slice(1).join('/').replaceAll('_', ' ');
}

/**
 * «Ευρώπη/Αθήνα (UTC+2)»: the zone's region and city in Greek, and its offset at `at`. Zones that
 * are only an offset (UTC, Etc/GMT+5) read as the offset.
 */
export function timeZoneLabel(zone: string, at: Date = browserClock()): string {
  const parts = zone.split('/');
  const region = REGIONS[parts[0]!];
  const named = parts.length === 1 || !region ? zone : `${region}/${cityOf(zone, parts)}`;
  const offset = utcOffsetOf(zone, at);
  if (!region && (parts.length === 1 || parts[0] === 'Etc')) return offset;
  return named === offset ? offset : `${named} (${offset})`;
}

/**
 * The zones to offer, Greece and Cyprus first and the rest in Greek alphabetical order of their labels;
 * `current` is kept even when the browser does not know it.
 */
export function timeZoneOptions(
  current: string,
  at: Date = browserClock(),
): { value: string; label: string }[] {
  const zones = new Set([current, ...Intl.supportedValuesOf('timeZone')]);
  const option = (zone: string) => ({ value: zone, label: timeZoneLabel(zone, at) });
  const first = FIRST.filter((zone) => zones.has(zone)).map(option);
  const rest = [...zones]
    .filter((zone) => !FIRST.includes(zone))
    .map(option)
    .sort((a, b) => a.label.localeCompare(b.label, 'el'));
  return [...first, ...rest];
}
