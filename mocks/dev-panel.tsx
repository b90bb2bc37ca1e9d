/**
 * A small panel in mock mode, opened from a handle at the end of the page: switch scenario, reset the data, inject a
 * fault into one operation (among them a given answer: a status and a JSON body, or no body).
 * Plain elements, so it does not depend on the portal's UI.
 */
import { useState, type CSSProperties } from 'react';
import { createRoot } from 'react-dom/client';
import { operations } from '../src-generated/operations';
import { getDb, reseed, flushSave } from './db/store';
import { answerFault, clearFault, listFaults, setFault, type Fault } from './lib/faults';
import { scenarios } from './scenarios';

const panel: CSSProperties = {
  position: 'fixed',
  right: 12,
  bottom: 12,
  zIndex: 10000,
  font: '12px system-ui, sans-serif',
  // Light in either scheme of the portal: its text and controls would otherwise follow the page's.
  background: '#fff',
  color: '#212529',
  colorScheme: 'light',
  border: '1px solid #ccd',
  borderRadius: 8,
  boxShadow: '0 4px 16px rgba(0,0,0,.15)',
  padding: 10,
  width: 300,
};
/**
 * The closed panel's handle is not fixed over the page: it sits in the page's flow after the
 * portal (its host is the body's last child), so it never covers anything the portal shows (a
 * list's pager at the bottom of a short page); a user scrolls to the page's end to reach it.
 */
const toggle: CSSProperties = {
  ...panel,
  position: 'static',
  width: 'auto',
  padding: '4px 10px',
  cursor: 'pointer',
  boxShadow: 'none',
};
const host: CSSProperties = { display: 'flex', justifyContent: 'flex-end', padding: '8px 12px' };

const faultKinds: Record<string, (message: string) => Fault> = {
  'error 500': (message) => ({ status: 500, message }),
  'error 400': (message) => ({ status: 400, message }),
  'error 404': (message) => ({ status: 404, message }),
  'network error': () => ({ networkError: true }),
  'malformed body': () => ({ malformedBody: true }),
  'latency 3 s': () => ({ latencyMs: 3000 }),
  'never answers': () => ({ hang: true }),
  'answer lost after the write (502)': (message) => ({ status: 502, message, afterHandler: true }),
};
/** The kind whose status and body are typed in the panel. */
const GIVEN_ANSWER = 'given status and body';
const field: CSSProperties = { display: 'block', width: '100%', boxSizing: 'border-box', marginTop: 2 };

const DevPanel = () => {
  const [open, setOpen] = useState(false);
  const [operationId, setOperationId] = useState(operations[0]?.operationId ?? '');
  const [kind, setKind] = useState('error 500');
  const [answerStatus, setAnswerStatus] = useState('200');
  const [answerBody, setAnswerBody] = useState('');
  const [answerError, setAnswerError] = useState('');
  const [, refresh] = useState(0);
  if (!open) {
    return (
      <button
        type="button"
        style={toggle}
        onClick={() => setOpen(true)}
        // The name starts with the visible text (WCAG 2.5.3, label in name).
        aria-label={`Mock: ${getDb().scenario}, open the mock backend panel`}
      >
        Mock: {getDb().scenario}
      </button>
    );
  }
  const restart = async (scenario: string) => {
    await reseed(scenario);
    await flushSave();
    window.location.reload();
  };
  return (
    <section style={panel} aria-label="Mock backend">
      <strong>Mock backend</strong>
      <button type="button" style={{ float: 'right' }} onClick={() => setOpen(false)} aria-label="Close">
        ×
      </button>
      <p style={{ margin: '8px 0 4px' }}>Scenario</p>
      <select
        value={getDb().scenario}
        onChange={(event) => void restart(event.target.value)}
        style={{ width: '100%' }}
      >
        {scenarios.map((scenario) => (
          <option key={scenario.name} value={scenario.name} title={scenario.description}>
            {scenario.name}
          </option>
        ))}
      </select>
      <button type="button" style={{ marginTop: 6 }} onClick={() => void restart(getDb().scenario)}>
        Reset data to the seed
      </button>
      <p style={{ margin: '10px 0 4px' }}>Inject a fault</p>
      <select
        value={operationId}
        onChange={(event) => setOperationId(event.target.value)}
        style={{ width: '100%' }}
      >
        {operations.map((operation) => (
          <option key={operation.operationId} value={operation.operationId}>
            {operation.operationId} ({operation.method} {operation.path})
          </option>
        ))}
      </select>
      <select
        value={kind}
        onChange={(event) => setKind(event.target.value)}
        style={{ width: '100%', marginTop: 4 }}
      >
        {[...Object.keys(faultKinds), GIVEN_ANSWER].map((name) => (
          <option key={name}>{name}</option>
        ))}
      </select>
      {kind === GIVEN_ANSWER && (
        <>
          <label style={{ display: 'block', marginTop: 4 }}>
            Status
            <input
              type="number"
              min={200}
              max={599}
              value={answerStatus}
              onChange={(event) => setAnswerStatus(event.target.value)}
              style={field}
            />
          </label>
          <label style={{ display: 'block', marginTop: 4 }}>
            JSON body (empty: no body)
            <textarea
              rows={3}
              value={answerBody}
              placeholder='[] or {"_embedded": {...}}'
              onChange={(event) => setAnswerBody(event.target.value)}
              aria-invalid={answerError ? true : undefined}
              aria-describedby={answerError ? 'mock-answer-error' : undefined}
              style={{ ...field, font: '12px monospace' }}
            />
          </label>
          {answerError && (
            <p id="mock-answer-error" role="alert" style={{ color: '#c92a2a', margin: '4px 0 0' }}>
              {answerError}
            </p>
          )}
        </>
      )}
      <button
        type="button"
        style={{ marginTop: 4 }}
        onClick={() => {
          if (kind === GIVEN_ANSWER) {
            const answer = answerFault(answerStatus, answerBody);
            setAnswerError('error' in answer ? answer.error : '');
            if ('error' in answer) return;
            setFault(operationId, answer.fault);
          } else {
            setFault(operationId, faultKinds[kind]?.('Injected from the dev panel') ?? {});
          }
          refresh((n) => n + 1);
        }}
      >
        Apply
      </button>
      <ul style={{ paddingLeft: 16, overflowWrap: 'anywhere' }}>
        {listFaults().map(([id, fault]) => (
          <li key={id}>
            {id}: {JSON.stringify(fault)}{' '}
            <button
              type="button"
              onClick={() => {
                clearFault(id);
                refresh((n) => n + 1);
              }}
            >
              remove
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
};

export const mountDevPanel = () => {
  const element = document.createElement('div');
  element.id = 'mock-dev-panel';
  Object.assign(element.style, host);
  document.body.appendChild(element);
  createRoot(element).render(<DevPanel />);
};
