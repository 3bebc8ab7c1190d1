import { render, screen } from '@testing-library/react';
import { App } from './app';

it('renders the product title', () => {
  render(<App />);
  expect(screen.getByText('就业云')).toBeTruthy();
});
