import './info-table.css';

/**
 * The facts of a channel or model as label/value rows (`{className}` and
 * `{className}__row`, the page's own names). A Website value is an outside link.
 */
export function InfoTable({ className, rows }: { className: string; rows: [string, string][] }) {
  return (
    <dl className={className}>
      {rows.map(([label, value]) => (
        <div key={label} className={`${className}__row`}>
          <dt>{label}</dt>
          <dd>{label === 'Website' ? <WebsiteLink url={value} /> : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** An outside link, only for http(s) addresses (anything else stays text). */
function WebsiteLink({ url }: { url: string }) {
  if (!/^https?:\/\//i.test(url)) return <>{url}</>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer nofollow">
      {url}
    </a>
  );
}
