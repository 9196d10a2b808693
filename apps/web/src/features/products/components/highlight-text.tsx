import { Fragment } from 'react';
import { highlightParts } from '../utils/highlight';
import './highlight-text.css';

/** `text` with each occurrence of the search words in a <mark>; always rendered as text, never as HTML. */
export function HighlightText({ text, searchkey }: { text: string; searchkey: string }) {
  return (
    <>
      {highlightParts(text, searchkey).map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder and the same word can repeat
        <Fragment key={index}>
          {part.match ? (
            <mark className="product-highlight" data-testid="search-highlight">
              {part.text}
            </mark>
          ) : (
            part.text
          )}
        </Fragment>
      ))}
    </>
  );
}
