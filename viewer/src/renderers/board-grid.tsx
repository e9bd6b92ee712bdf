// A CSS grid of cells shared by the grid-game renderers: each cell has a class (its colour) and optional text.

/** One cell of a board grid. */
export interface GridCell {
  readonly kind: string;
  readonly label?: string;
  readonly title?: string;
}

/** Draws `cells` (row-major) as a `columns`-wide grid of square cells. */
export function BoardGrid({
  cells,
  columns,
  size = 22,
  label,
}: {
  readonly cells: readonly GridCell[];
  readonly columns: number;
  readonly size?: number;
  readonly label: string;
}) {
  return (
    <div
      className="board-grid"
      role="img"
      aria-label={label}
      style={{ gridTemplateColumns: `repeat(${columns}, ${size}px)`, gridAutoRows: `${size}px` }}
    >
      {cells.map((cell, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: cells are positions on a fixed board
        <div key={index} className={`cell cell-${cell.kind}`} title={cell.title}>
          {cell.label}
        </div>
      ))}
    </div>
  );
}
