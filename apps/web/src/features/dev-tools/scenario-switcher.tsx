import type { ControlClient, ControlSchemas, controlPaths } from '@esr/sdk/control';
import { createControlClient } from '@esr/sdk/control';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { queryKeys } from '@/lib/query-keys';
import { DriftSection } from './drift-section';
import './scenario-switcher.css';

// Development builds only (see app/routes/root.tsx): the mock server's control API (openapi/control.yaml)
// in the browser, so any state of the spec is two clicks away: pick a seed, move the clock, make any
// operation fail, read the request journal, and in proxy mode see where the backend breaks the
// contract. It acts on the main database, which the dev app uses.

type Operation = ControlSchemas['OperationList']['operations'][number];
type Fault = ControlSchemas['Fault'];

/** The ways an operation can be made to fail, from what the contract documents for it. */
export function faultChoices(operation: Operation): { label: string; fault: Fault }[] {
  const { operationId } = operation;
  const choices: { label: string; fault: Fault }[] = operation.statuses
    .filter((status) => status >= 400)
    .map((status) => ({ label: `HTTP ${status}`, fault: { operationId, status } }));
  if (operation.noSuccess)
    choices.unshift({ label: 'success: false', fault: { operationId, noSuccess: true } });
  choices.push({ label: 'slow (3 s)', fault: { operationId, delayMs: 3000 } });
  return choices;
}

function describeFault(fault: Fault): string {
  if (fault.noSuccess) return 'success: false';
  if (fault.status) return `HTTP ${fault.status}`;
  if (fault.delayMs) return `slow (${fault.delayMs / 1000} s)`;
  return 'fault';
}

async function data<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data: body, error, response } = await call;
  if (body === undefined) throw new Error(`control API ${response.status}: ${JSON.stringify(error)}`);
  return body;
}

type ControlReadPath = '/seeds' | '/clock' | '/operations' | '/faults' | '/journal';

type ControlAnswer<P extends ControlReadPath> =
  controlPaths[P]['get']['responses'][200]['content']['application/json'];

/** A control API read while the panel is open, under its key in lib/query-keys.ts. */
function useControlRead<P extends ControlReadPath>(control: ControlClient, path: P, enabled: boolean) {
  // None of these reads takes parameters; openapi-fetch cannot check a generic path's init.
  const get = control.GET as unknown as (
    path: P,
  ) => Promise<{ data?: ControlAnswer<P>; error?: unknown; response: Response }>;
  return useQuery({ queryKey: queryKeys.mock(path), queryFn: () => data(get(path)), enabled });
}

export function ScenarioSwitcher({ client }: { client?: ControlClient }) {
  const control = useMemo(() => client ?? createControlClient({ baseUrl: window.location.origin }), [client]);
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [operationId, setOperationId] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const panelId = useId();

  const seeds = useControlRead(control, '/seeds', open);
  const clock = useControlRead(control, '/clock', open);
  const operations = useControlRead(control, '/operations', open);
  const faults = useControlRead(control, '/faults', open);
  const journal = useControlRead(control, '/journal', open);

  /** Runs a control call, then refetches the mock panels and the app's data so the page shows the new state. */
  const act = async (label: string, call: () => Promise<unknown>) => {
    try {
      await call();
      setNotice(label);
    } catch (error) {
      setNotice(error instanceof Error ? error.message : String(error));
    }
    await queryClient.invalidateQueries();
  };

  const selected = operations.data?.operations.find((op) => op.operationId === operationId);

  return (
    <div className="scenario-switcher">
      <button
        type="button"
        className="scenario-switcher__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        Scenarios
      </button>
      {open && (
        <aside id={panelId} className="scenario-switcher__panel" aria-label="Scenario switcher">
          <p className="scenario-switcher__hint">Development build: controls the mock server.</p>
          {notice && (
            <p className="scenario-switcher__notice" role="status">
              {notice}
            </p>
          )}

          <section aria-label="Seed">
            <h2>Seed</h2>
            <div className="scenario-switcher__row">
              {seeds.data?.seeds.map((seed) => (
                <button
                  key={seed}
                  type="button"
                  aria-pressed={seeds.data.current === seed}
                  onClick={() =>
                    void act(`Reset to the ${seed} seed`, async () => {
                      await data(control.POST('/reset', { body: { seed } }));
                      // The old session's token and flags belong to the old state.
                      sessionStorage.clear();
                    })
                  }
                >
                  {seed}
                </button>
              ))}
            </div>
          </section>

          <section aria-label="Clock">
            <h2>Clock</h2>
            <p>{clock.data ? new Date(clock.data.now).toLocaleString() : '…'}</p>
            <div className="scenario-switcher__row">
              {[1, 7].map((days) => (
                <button
                  key={days}
                  type="button"
                  onClick={() =>
                    void act(`Clock +${days} day${days > 1 ? 's' : ''}`, () =>
                      data(control.POST('/clock', { body: { advanceDays: days } })),
                    )
                  }
                >
                  +{days} day{days > 1 ? 's' : ''}
                </button>
              ))}
            </div>
          </section>

          <section aria-label="Faults">
            <h2>Make a call fail</h2>
            <label className="scenario-switcher__field">
              <span>Operation</span>
              <select value={operationId} onChange={(event) => setOperationId(event.target.value)}>
                <option value="">Choose…</option>
                {operations.data?.operations.map((op) => (
                  <option key={op.operationId} value={op.operationId}>
                    {op.operationId} ({op.method} {op.path})
                  </option>
                ))}
              </select>
            </label>
            {selected && (
              <div className="scenario-switcher__row">
                {faultChoices(selected).map(({ label, fault }) => (
                  <button
                    key={label}
                    type="button"
                    onClick={() =>
                      void act(`${fault.operationId}: ${label}`, () =>
                        data(control.PUT('/faults', { body: fault })),
                      )
                    }
                  >
                    {label}
                  </button>
                ))}
              </div>
            )}
            <ul className="scenario-switcher__list" aria-label="Active faults">
              {faults.data?.faults.map((fault) => (
                <li key={fault.operationId}>
                  <span>
                    {fault.operationId}: {describeFault(fault)}
                  </span>
                  <button
                    type="button"
                    aria-label={`Clear the fault of ${fault.operationId}`}
                    onClick={() =>
                      void act(`Cleared ${fault.operationId}`, () =>
                        control.DELETE('/faults', { params: { query: { operationId: fault.operationId } } }),
                      )
                    }
                  >
                    ✕
                  </button>
                </li>
              ))}
            </ul>
          </section>

          <section aria-label="Journal">
            <h2>Request journal</h2>
            <button type="button" onClick={() => void journal.refetch()}>
              Refresh
            </button>
            <ol className="scenario-switcher__journal">
              {journal.data?.entries
                .slice(-15)
                .reverse()
                .map((entry, index) => (
                  <li key={`${entry.time}-${index}`}>
                    <code>{entry.status}</code> {entry.method} {entry.path}
                  </li>
                ))}
            </ol>
          </section>

          <DriftSection control={control} />
        </aside>
      )}
    </div>
  );
}
