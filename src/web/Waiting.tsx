import './waiting.css';

/** The full-screen "Waiting" spinner (docs/spec.md §2): plain CSS, so the public pages stay light. */
export function Waiting({ label }: { label: string }) {
  return (
    <div className="rb-waiting" role="progressbar" aria-busy="true" aria-label={label}>
      <div className="rb-waiting__spinner" />
      <div className="rb-waiting__label">{label}</div>
    </div>
  );
}
