import type { DisputedMoney } from '@shared/contract/disputes-rules';
import { splitWords } from './dispute-words';

/** A proposal's amount and what each side would get after the 10% fee. */
export function ProposalSplit({ release, dispute }: { release: number; dispute: DisputedMoney }) {
  const words = splitWords(release, dispute);
  return (
    <div className="space-y-1">
      <p className="font-semibold">
        Release {words.money(release)} of the {words.money(dispute.held)} held
      </p>
      <ul className="list-inside list-disc text-sm text-muted-foreground">
        <li>{words.developer}</li>
        <li>{words.owner}</li>
      </ul>
    </div>
  );
}
