// The axe helper itself: it finds what it must (so a clean result elsewhere means something).
import { render } from '@testing-library/react';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';

it('reports a button without a name and an image without alt text, and passes named ones', async () => {
  const { container, rerender } = render(
    <div>
      <button type="button" />
      <img src="data:," />
    </div>,
  );
  expect((await seriousViolations(container)).map((v) => v.id).sort()).toEqual(['button-name', 'image-alt']);
  rerender(
    <div>
      <button type="button">发送</button>
      <img src="data:," alt="头像" />
    </div>,
  );
  expect(await seriousViolations(container)).toEqual([]);
});
