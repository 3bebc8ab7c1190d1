// A keyword search over a list: the typed words apply on 搜索 (or Enter).
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PlainButton, PrimaryButton } from '../buttons';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  label {
    white-space: nowrap;
  }
  input {
    max-width: 100%;
    box-sizing: border-box;
    height: 32px;
    padding: 0 8px;
    border: 1px solid #c0c4cc;
    border-radius: 4px;
    width: 220px;
  }
`;

export function SearchBox({ label, placeholder, value, onSearch }: { label: string; placeholder?: string; value: string; onSearch: (value: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(String(new FormData(event.currentTarget).get('keyword') ?? '').trim());
  };
  return (
    <Form role="search" onSubmit={submit}>
      <label htmlFor={id}>{label}</label>
      {/* keyed by the applied value: a restored or reset query shows in the box */}
      <input key={value} id={id} name="keyword" defaultValue={value} placeholder={placeholder} />
      <PrimaryButton type="submit">{t('kit.search')}</PrimaryButton>
      {value && (
        <PlainButton type="button" onClick={() => onSearch('')}>
          {t('kit.reset')}
        </PlainButton>
      )}
    </Form>
  );
}
