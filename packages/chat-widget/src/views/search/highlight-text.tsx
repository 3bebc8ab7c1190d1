// Text with the keywords marked (search.logic.ts highlight: case-insensitive, literal, merged).
import { highlight } from '../../machines/search';

export function HighlightText({ text, keywords }: { text: string; keywords: string[] }) {
  return <>{highlight(text, keywords).map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}</>;
}
