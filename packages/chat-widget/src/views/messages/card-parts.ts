// The pieces every custom card is made of, and the reading of a card's data.
import { styled } from 'styled-components';
import type { MessageOf } from '../../engine';
import { customData } from '../../machines/message-list';
import { v } from '../../theme/vars';

export const Card = styled.div`
  min-width: 200px;
  max-width: 280px;
  display: flex;
  flex-direction: column;
  gap: 4px;
`;
export const Title = styled.div`
  font-weight: 600;
`;
export const Action = styled.button`
  align-self: flex-start;
  padding: 0;
  border: none;
  background: none;
  color: ${v.primary};
  cursor: pointer;
`;

/** A field as text: strings and numbers, nothing else. */
export const str = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/**
 * The card's fields: the JSON in payload.data; or, as Tencent's customer-service kit sends its FAQ
 * card, payload.data the bare business ID ('consultion') and the fields in payload.extension.
 */
export function cardData(message: MessageOf<'TIMCustomElem'>): Record<string, unknown> | null {
  const data = customData(message);
  if (data || !/^\w+$/.test(message.payload.data)) return data;
  try {
    const extension: unknown = JSON.parse(message.payload.extension);
    return extension && typeof extension === 'object' ? { ...extension, businessID: message.payload.data } : null;
  } catch {
    return null;
  }
}
