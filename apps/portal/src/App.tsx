/** The portal's root; the route table, shell and pages arrive with the portal issue. */
export function App() {
  return (
    <main
      style={{
        fontFamily: 'system-ui, sans-serif',
        maxWidth: 640,
        margin: '15vh auto',
        padding: 24,
      }}
    >
      <h1>Airtime</h1>
      <p>
        Performance-driven influencer campaigns: agencies, brands and creators run sponsorships
        together.
      </p>
    </main>
  );
}
