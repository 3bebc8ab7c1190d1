import type { z } from 'zod';
import { companyInput, type CompanyInput } from './company';
import { firstMessage } from '../test/first-message';

const sent: CompanyInput = {
  name: '示例公司',
  shortName: null,
  logo: null,
  industry: '1',
  scale: '2',
  address: '上海',
  latitude: null,
  longitude: null,
  description: null,
  licenceNo: '',
  licenceImage: '',
};

describe('the company form', () => {
  it('sends what the schema reads, blanks as null', () => {
    // Type-level too: every field the console sends has the type the server reads.
    const read: z.output<typeof companyInput> = sent;
    expect(companyInput.parse(read)).toEqual({ ...sent, licenceNo: null, licenceImage: null });
  });

  it('a licence number with a wrong check character, or half a location, is refused', () => {
    expect(firstMessage(companyInput.safeParse({ ...sent, licenceNo: '91110000802100433A' }))).toBe('company.licenceNo.pattern');
    expect(firstMessage(companyInput.safeParse({ ...sent, latitude: 22.5 }))).toBe('company.location.invalid');
  });
});
