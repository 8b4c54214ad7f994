// A console table that scrolls sideways on a narrow screen, and by keyboard: the region takes focus and is
// named by the table's caption. Its style is the console's (.console-table in app/admin.css).
import { useId, type ReactNode } from 'react';

interface ConsoleTableProps {
  caption: ReactNode;
  /** The head row's cells, in order. */
  columns: ReactNode[];
  /** The table's own class, for what only it needs (its columns' widths). */
  className: string;
  /** The body's rows. */
  children: ReactNode;
}

export function ConsoleTable({ caption, columns, className, children }: ConsoleTableProps) {
  const captionId = useId();
  return (
    <div className="console-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={`console-table ${className}`}>
        <caption id={captionId} className="console-table__caption">
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
