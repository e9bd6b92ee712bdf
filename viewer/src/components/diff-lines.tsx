// A line diff drawn as text: removed lines marked `-`, added `+`, with long unchanged stretches folded when asked.

import { foldUnchanged } from '../fold-unchanged.js';
import type { DiffLine } from '../line-diff.js';

/** The lines of a diff; with `context`, unchanged runs keep that many lines beside each change and fold the rest. */
export function DiffLines({ lines, context }: { readonly lines: readonly DiffLine[]; readonly context?: number }) {
  const shown = context === undefined ? lines : foldUnchanged(lines, context);
  return (
    <pre className="diff">
      {shown.map((line, index) =>
        'folded' in line ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: diff lines are positional
          <div key={index} className="diff-folded">
            … {line.folded} unchanged line{line.folded === 1 ? '' : 's'}
          </div>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: diff lines are positional
          <div key={index} className={`diff-${line.type}`}>
            {line.type === 'added' ? '+ ' : line.type === 'removed' ? '- ' : '  '}
            {line.text}
          </div>
        ),
      )}
    </pre>
  );
}
