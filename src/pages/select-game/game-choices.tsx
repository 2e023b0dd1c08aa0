/**
 * Step 1's game cards: the list, or while it loads the list the last visit kept
 * (KeptGames), so a returning player's first render shows the cards and their logos.
 */
import { ChoiceGroup } from '../../components/choice-group.tsx';
import type { Game } from '../../api/contract.ts';
import type { KeptGame } from '../../lib/games-memo.ts';
import { useT } from '../../i18n/use-t.ts';

export type GameCard = Pick<Game, 'client_id' | 'name' | 'icon'>;

export function GameChoices<G extends GameCard>({ games, selected, onSelect }: {
  games: readonly G[];
  selected: string | null;
  onSelect: (g: G) => void;
}) {
  const t = useT();
  return (
    <ChoiceGroup
      legend={t('game.choose')}
      name="game"
      className="games"
      items={games}
      keyOf={(g) => g.client_id}
      selected={selected}
      onSelect={onSelect}
      render={(g) => (
        <>
          {/* Above the fold and the page's largest paint: fetched at once, first. */}
          <img className="game-logo" src={g.icon || undefined} alt="" width="64" height="64" fetchPriority="high" />
          <span className="choice-title" dir="auto">{g.name}</span>
        </>
      )}
    />
  );
}

/**
 * While the list loads: the games the last visit kept (lib/games-memo.ts), logos from their
 * kept bytes. Inert, and announced as loading; the list replaces them when it is in.
 */
export function KeptGames({ games }: { games: readonly KeptGame[] }) {
  const t = useT();
  const cards = games.map((g, i) => ({ client_id: `kept-${i}`, name: g.name, icon: g.logo ?? g.icon }));
  return (
    <div role="status" aria-label={t('common.loading')}>
      <div inert>
        <GameChoices games={cards} selected={null} onSelect={() => {}} />
      </div>
    </div>
  );
}
