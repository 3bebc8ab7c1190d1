// The cards of Tencent's customer-service kit (docs/chat.md §3): the evaluation (its score as
// stars), the order (picture, title, description, price, link), the FAQ (consultion/service:
// title, hyperlinks_text link, items, description) and the link (text_link/link: text, link).
// Not loaded on demand: a row that grows after it showed moves the list under the reader.
import { useState } from 'react';
import { MESSAGE_AREA, messageCatalogues } from '../../i18n/lazy/message';
import { useAreaTranslation } from '../../i18n/lazy-catalogue';
import { styled } from 'styled-components';
import { v } from '../../theme/vars';
import { SafeLink } from '../common/safe-link';
import { safeUrl } from '../common/safe-url';
import { Card, str, Title } from './card-parts';
import { linkify } from './linkify';

type Data = Record<string, unknown>;

/** The kit's evaluation has five stars. */
export const MAX_STARS = 5;

/** Whole stars 0..5 of a score, or null when the score is no number. */
export function starsOf(score: unknown): number | null {
  const n = typeof score === 'string' && score.trim() ? Number(score) : score;
  return typeof n === 'number' && Number.isFinite(n) ? Math.min(MAX_STARS, Math.max(0, Math.trunc(n))) : null;
}

const Stars = styled.span`
  color: ${v.warning};
  letter-spacing: 2px;
  font-size: 16px;
  span {
    color: ${v.textPlaceholder};
  }
`;
const Muted = styled.span`
  color: ${v.textSecondary};
`;
const Order = styled.div`
  display: flex;
  gap: 8px;
  min-width: 200px;
  max-width: 280px;
  img,
  i {
    flex: none;
    width: 67px;
    height: 67px;
    border-radius: 4px;
    object-fit: cover;
    background: ${v.surface};
  }
  i {
    border: 1px dashed ${v.textPlaceholder};
  }
  > div {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }
`;

function EvaluationCard({ data }: { data: Data }) {
  const { t } = useAreaTranslation(MESSAGE_AREA, messageCatalogues);
  const stars = starsOf(data.score);
  return (
    <Card>
      <Title>{t('message.evaluation')}</Title>
      {stars === null ? (
        str(data.score) && <span>{t('message.evaluationScore', { score: str(data.score) })}</span>
      ) : (
        <Stars role="img" aria-label={t('message.stars', { count: stars })}>
          {'★'.repeat(stars)}
          <span>{'★'.repeat(MAX_STARS - stars)}</span>
        </Stars>
      )}
      {str(data.comment) && <span>{str(data.comment)}</span>}
    </Card>
  );
}

function OrderCard({ data }: { data: Data }) {
  const { t } = useAreaTranslation(MESSAGE_AREA, messageCatalogues);
  const image = safeUrl(str(data.imageUrl), 'media');
  // A picture that does not load keeps its place (Chromium draws nothing for a broken alt="").
  const [broken, setBroken] = useState(false);
  return (
    <Order data-business-id="order">
      {image && (broken ? <i data-testid="order-image-missing" /> : <img src={image} alt="" onError={() => setBroken(true)} />)}
      <div>
        <Title>{str(data.title)}</Title>
        {str(data.description) && <Muted>{str(data.description)}</Muted>}
        {str(data.price) && <span>{t('message.orderPrice', { price: str(data.price) })}</span>}
        {str(data.link) && <SafeLink href={str(data.link)} />}
      </div>
    </Order>
  );
}

/** An absolute URL that is safe to follow (words such as 公司前台 are no relative link here). */
const isLink = (value: unknown) => /^\s*[a-z][\w+.-]*:/i.test(str(value)) && safeUrl(value, 'link') !== null;

function FaqCard({ data }: { data: Data }) {
  const items = Array.isArray(data.item) ? (data.item as { key?: unknown; value?: unknown }[]) : [];
  // hyperlinks_text: the words (key) of a link (value) beside the title, as Tencent's kits show it.
  const hyperlink = (data.hyperlinks_text ?? {}) as { key?: unknown; value?: unknown };
  return (
    <Card data-business-id="consultion">
      <Title>{str(data.title)}</Title>
      {str(hyperlink.value) && (
        <SafeLink href={str(hyperlink.value)} use="link">
          {str(hyperlink.key) || str(hyperlink.value)}
        </SafeLink>
      )}
      {/* An item whose value is a link is its key linked (a question and its answer page). */}
      {items.map((item, index) =>
        isLink(item.value) ? (
          <SafeLink key={index} href={item.value} use="link">
            {str(item.key) || str(item.value)}
          </SafeLink>
        ) : (
          <span key={index}>
            {str(item.key)} {str(item.value)}
          </span>
        ),
      )}
      {str(data.description) && <span>{linkify(str(data.description))}</span>}
    </Card>
  );
}

/** The kit's card for the data's businessID (evaluation/evaluate, order, consultion/service, text_link/link). */
export function KitCard({ data }: { data: Data }) {
  switch (data.businessID) {
    case 'text_link':
    case 'link':
      return (
        <Card>
          <span>{str(data.text)}</span>
          {str(data.link) && <SafeLink href={str(data.link)} use="link" />}
        </Card>
      );
    case 'evaluation':
    case 'evaluate':
      return <EvaluationCard data={data} />;
    case 'order':
      return <OrderCard data={data} />;
    default:
      return <FaqCard data={data} />;
  }
}
