// The console application: providers and the router (the route table drives menu, guard and
// breadcrumb; see routes.ts).
export function App() {
  return <main>就业云</main>;
}
