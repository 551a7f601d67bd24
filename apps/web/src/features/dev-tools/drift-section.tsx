import type { ControlClient, ControlSchemas } from '@esr/sdk/control';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';

// Proxy mode's report in the scenario switcher (docs/decisions/0980): where the backend behind
// UPSTREAM_URL (or a replayed recording) differs from the contract the app was built on.

type Drift = ControlSchemas['Drift'];

/** The newest violations shown; GET /__mock/drift has up to 500. */
const SHOWN = 30;

const DRIFT_KEY = queryKeys.mock('/drift');

export function DriftReport({ drift }: { drift: Drift }) {
  if (drift.mode === 'mock') {
    return <p>The mock answers /api. Start the server with UPSTREAM_URL to check a real backend.</p>;
  }
  const source = drift.mode === 'replay' ? 'Replaying' : 'Proxying to';
  const count = drift.entries.length;
  return (
    <>
      <p>
        {source} <code>{drift.upstream}</code>
        {drift.strict ? ' (strict)' : ''}:{' '}
        {count === 0 ? 'no drift' : `${count} violation${count > 1 ? 's' : ''}`}
      </p>
      <ol className="scenario-switcher__journal" aria-label="Contract violations">
        {drift.entries
          .slice(-SHOWN)
          .reverse()
          .map((entry, index) => (
            <li key={`${entry.time}-${index}`}>
              <code>{entry.status}</code> {entry.operationId} {entry.direction} <code>{entry.pointer}</code>{' '}
              {entry.message}
            </li>
          ))}
      </ol>
    </>
  );
}

async function driftData(call: Promise<{ data?: Drift; response: Response }>): Promise<Drift> {
  const { data, response } = await call;
  if (!data) throw new Error(`control API ${response.status}`);
  return data;
}

/** The switcher's "Contract drift" section: the report, refreshed and cleared on demand. */
export function DriftSection({ control }: { control: ControlClient }) {
  const queryClient = useQueryClient();
  const drift = useQuery({ queryKey: DRIFT_KEY, queryFn: () => driftData(control.GET('/drift')) });
  const clear = async () => {
    queryClient.setQueryData(DRIFT_KEY, await driftData(control.DELETE('/drift')));
  };
  return (
    <section aria-label="Contract drift">
      <h2>Contract drift</h2>
      <div className="scenario-switcher__row">
        <button type="button" onClick={() => void drift.refetch()}>
          Refresh drift
        </button>
        {drift.data && drift.data.mode !== 'mock' && (
          <button type="button" onClick={() => void clear()}>
            Clear drift
          </button>
        )}
      </div>
      {drift.data ? <DriftReport drift={drift.data} /> : <p>…</p>}
    </section>
  );
}
