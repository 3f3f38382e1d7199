// Being built (issue 5); replaced by the screen itself.
export const MetricsScreen = () => <main>MetricsScreen</main>;
