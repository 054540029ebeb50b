import { Button } from '../../../shared/ui/Button';
import { useSingleFlight } from '../../../shared/ui/useSingleFlight';

/** "Remove" for one product; a double click sends one request. */
export function RemoveButton({ name, onRemove, disabled }: { name: string; onRemove: () => Promise<void>; disabled?: boolean }) {
  const [run, busy] = useSingleFlight(onRemove);
  return (
    <Button variant="secondary" onClick={() => void run()} busy={busy} disabled={disabled} aria-label={`Remove ${name}`}>
      Remove
    </Button>
  );
}
