import { Fragment } from 'react';
import { Link, Text, type TextProps } from '@chakra-ui/react';
import { find } from 'linkifyjs';

/** What a learner's link may be: the web, never `javascript:`, `data:` or `mailto:`. */
const WEB = /^https?:\/\//i;

/** Links in a learner's text: opened apart from the portal, with no referrer, and not vouched for by the portal. */
const LEARNER_LINK_REL = 'noopener noreferrer nofollow ugc';

type Piece = { text: string; href?: string };

/** The text cut into plain pieces and web links (linkifyjs finds them; a bare domain becomes https). */
export function linkPieces(text: string): Piece[] {
  const pieces: Piece[] = [];
  let at = 0;
  for (const match of find(text, 'url', { defaultProtocol: 'https' })) {
    if (!WEB.test(match.href)) continue;
    if (match.start > at) pieces.push({ text: text.slice(at, match.start) });
    pieces.push({ text: match.value, href: match.href });
    at = match.end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at) });
  return pieces;
}

/**
 * A learner's text shown as text (docs/architecture.md invariant 8: never as HTML), its line
 * breaks kept, with web addresses made into links that open in a new tab.
 */
export function LinkedText({ text, ...props }: { text: string } & TextProps) {
  return (
    <Text whiteSpace="pre-wrap" overflowWrap="anywhere" {...props}>
      {linkPieces(text).map((piece, i) =>
        piece.href ? (
          <Link key={i} href={piece.href} target="_blank" rel={LEARNER_LINK_REL} color="brand.fg" textDecoration="underline">
            {piece.text}
          </Link>
        ) : (
          <Fragment key={i}>{piece.text}</Fragment>
        ),
      )}
    </Text>
  );
}
