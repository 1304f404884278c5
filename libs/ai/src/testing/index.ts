export { BLOCK_CLAIMS, type Evasion, evasionArbitrary, generatedEvasions, LISTED_NAMES } from './evasions.ts';
