/**
 * Step 1's game cards. The page shows them; index.html's shell carries one, rendered at
 * build time from this component, as the pattern its early script fills with the game
 * list before the app has loaded (src/boot/paint-games.ts).
 */
import { ChoiceGroup } from '../../components/choice-group.tsx';
import type { Game } from '../../api/contract.ts';
import { useT } from '../../i18n/use-t.ts';

export type GameCard = Pick<Game, 'client_id' | 'name' | 'icon'>;

export function GameChoices<G extends GameCard>({ games, selected, onSelect, hidden }: {
  games: readonly G[];
  selected: string | null;
  onSelect: (g: G) => void;
  /** The shell's pattern is hidden until it is filled. */
  hidden?: boolean;
}) {
  const t = useT();
  return (
    <ChoiceGroup
      legend={t('game.choose')}
      name="game"
      className="games"
      hidden={hidden}
      items={games}
      keyOf={(g) => g.client_id}
      selected={selected}
      onSelect={onSelect}
      render={(g) => (
        <>
          {/* Above the fold and the page's largest paint: fetched at once, first. No src
              in the shell's pattern, so it asks for nothing. */}
          <img className="game-logo" src={g.icon || undefined} alt="" width="64" height="64" fetchPriority="high" />
          <span className="choice-title" dir="auto">{g.name}</span>
        </>
      )}
    />
  );
}
