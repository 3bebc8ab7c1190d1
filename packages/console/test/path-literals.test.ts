// Links go through the route table (kit README, "Links to another page"): no source file but
// routes.ts writes a page's path as a literal, so a path changes in one place. Tests may (they
// check the paths themselves).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { routes } from '../src/routes';

const SRC = join(__dirname, '../src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The route paths written as a string literal (quoted, or a template's start) in `text`. */
function pathLiterals(text: string, paths: readonly string[]): string[] {
  return paths.filter((path) => new RegExp(`['"\`]${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:[?'"\`])`).test(text));
}

const PATHS = routes.map((route) => route.path).filter((path) => path.length > 1 && !path.includes('*'));

it('finds a literal path, quoted or as a template’s start', () => {
  expect(pathLiterals("navigate('/home')", PATHS)).toEqual(['/home']);
  expect(pathLiterals('to={`/interview/index?id=${id}`}', PATHS)).toEqual(['/interview/index']);
  expect(pathLiterals("pathOf('interviewIndex', { id })", PATHS)).toEqual([]);
});

it('no source file but routes.ts writes a page’s path', () => {
  const found = sources(SRC)
    .filter((file) => relative(SRC, file) !== 'routes.ts')
    .flatMap((file) => pathLiterals(readFileSync(file, 'utf8'), PATHS).map((path) => `${relative(SRC, file)}: ${path}`));
  expect(found).toEqual([]);
});
