// Being built (issue 5); replaced by the screen itself.
export const RolesScreen = () => <main>RolesScreen</main>;
