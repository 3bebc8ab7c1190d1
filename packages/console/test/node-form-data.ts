// Uploads from a jsdom view test: jsdom's FormData and File are not the ones Node's fetch (the
// tests' fetch, which reaches the live server) can send, so the suite swaps in Node's FormData.
export function useNodeFormData(): void {
  const jsdomFormData = globalThis.FormData;
  beforeAll(async () => {
    const nodeForm = await new Response('a=1', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }).formData();
    globalThis.FormData = nodeForm.constructor as typeof FormData;
  });
  afterAll(() => {
    globalThis.FormData = jsdomFormData;
  });
}
