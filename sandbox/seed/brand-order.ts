/**
 * Seed data: the brands of the specification's list, in its order, which gives their games
 * their ids (watt 1001-1003 … spotJp 13001-13003; the brand files' gameCodes and
 * clientIdAreas use them). A brand file not listed here gets the next positions.
 */
export const SEEDED_BRANDS: readonly string[] = [
  'watt', 'dragon', 'ko', 'coolgame', 'ru', 'joynet', 'ssgame',
  'joyage', 'acenet', 'acenetJp', 'rhinosTwhk', 'rhinos', 'spotJp',
];
