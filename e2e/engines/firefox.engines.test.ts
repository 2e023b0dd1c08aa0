/** The purchase journey in Firefox ESR (journeys.ts). */
import { launchFirefox } from './firefox.ts';
import { engineJourneys } from './journeys.ts';

engineJourneys('firefox', launchFirefox);
