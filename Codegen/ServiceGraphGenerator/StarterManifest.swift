extension ComponentGenerator {
    /// What `servicegraph init` writes: a small, valid manifest whose `doc` strings explain each
    /// form, to edit into the app's own graph.
    public static let starterManifest = """
        {
          "version": 1,
          "imports": ["Foundation"],
          "access": "internal",
          "environments": {"dev": "mock", "staging": "real", "prod": "real"},
          "config": {
            "apiBaseURL": {"type": "String",
                           "dev": "https://api.dev.example.com", "staging": "https://api.staging.example.com",
                           "prod": "https://api.example.com", "test": "https://api.test.invalid",
                           "doc": "A value per environment, written into the generated code as a literal."}
          },
          "services": {
            "logger": {"type": "any Logging", "real": "ConsoleLogger", "mock": "SilentLogger",
                       "doc": "A protocol with a real and a mock implementation; dev binds the mock."},
            "apiClient": {"type": "APIClient",
                          "real": {"type": "APIClient", "dependencies": ["baseURL: apiBaseURL", "logger"]},
                          "doc": "Built with its dependencies: `APIClient(baseURL: apiBaseURL, logger: logger)`."},
            "loginUseCase": {"type": "LoginUseCase", "real": {"type": "LoginUseCase", "dependencies": ["apiClient"]},
                             "lifetime": "transient",
                             "doc": "A new instance on every access; singletons (the default) are built once."}
          }
        }

        """
}
