export default function RecommendationsRoute() {
  return (
    <main className="stage-glow min-h-dvh px-5 py-8">
      <h1 className="font-display text-3xl font-semibold">Finding your perfect album...</h1>
    </main>
  );
}
