// Avatars without a picture (issue 31): the name's initial on the colour the ID picks, the same
// person in the same colour everywhere; a picture that keeps failing ends the same way.
import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar, AVATAR_RETRIES } from './avatar';
import { avatarColour } from './avatar-colour';

const colourOf = (element: Element) => (element as HTMLElement).style.background;
/** The colour as the browser writes it back (rgb()). */
const rgb = (hex: string) => {
  const element = document.createElement('span');
  element.style.background = hex;
  return element.style.background;
};

it("shows the name's initial on the ID's colour, named by alt", () => {
  render(<Avatar src="" alt="雨桐" id="ec_demo_hr" />);
  const avatar = screen.getByRole('img', { name: '雨桐' });
  expect(avatar.textContent).toBe('雨');
  expect(colourOf(avatar)).toBe(rgb(avatarColour('ec_demo_hr')));
});

it('beside a written name it is hidden from assistive technology, and takes its initial from name', () => {
  const { container } = render(<Avatar src={undefined} alt="" id="ec_alice" name="alice" />);
  const drawn = container.firstElementChild!;
  expect(drawn.getAttribute('aria-hidden')).toBe('true');
  expect(drawn.textContent).toBe('A');
  expect(colourOf(drawn)).toBe(rgb(avatarColour('ec_alice')));
});

it('gives the same person the same colour in the list, the header and the messages', () => {
  const { container } = render(
    <>
      <Avatar src="" alt="小宇" id="ec_7" />
      <Avatar src="" alt="" id="ec_7" name="小宇" size={28} />
    </>,
  );
  const [a, b] = [...container.children];
  expect(colourOf(a!)).toBe(colourOf(b!));
});

it(`after ${AVATAR_RETRIES} failed retries of the picture, the initial`, () => {
  render(<Avatar src="https://files.example/a.png" alt="李四" id="ec_9" />);
  for (let i = 0; i <= AVATAR_RETRIES; i += 1) fireEvent.error(screen.getByRole('img', { name: '李四' }));
  expect(screen.getByRole('img', { name: '李四' }).textContent).toBe('李');
});

it('a given fallback (a group type icon) replaces the initial', () => {
  render(<Avatar src="" alt="群头像" id="g1" fallback={<svg data-testid="icon" />} />);
  expect(screen.getByTestId('icon')).toBeTruthy();
});
