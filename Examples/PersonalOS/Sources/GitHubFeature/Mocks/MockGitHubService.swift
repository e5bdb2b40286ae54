import Foundation
import PersonalOSCore

/// A `GitHubServiceProtocol` returning canned repositories, recording every call.
public final class MockGitHubService: GitHubServiceProtocol, @unchecked Sendable {
    public enum Call: Equatable, Sendable {
        case recentRepositories(limit: Int)
    }

    /// Six repositories, most recently updated first.
    public static let sampleRepositories: [Repository] = [
        Repository(
            name: "habit-tracker", stars: 342, updatedAt: mockDate("2026-11-16T21:04:11Z"), language: "Swift",
            description: "Streaks and reminders for daily habits",
            url: URL(string: "https://github.com/sample-user/habit-tracker")
        ),
        Repository(
            name: "dotfiles", stars: 57, updatedAt: mockDate("2026-11-15T08:47:30Z"), language: "Shell",
            description: "zsh, tmux and neovim configuration",
            url: URL(string: "https://github.com/sample-user/dotfiles")
        ),
        Repository(
            name: "swift-budget", stars: 1_208, updatedAt: mockDate("2026-11-12T17:30:02Z"), language: "Swift",
            description: "Envelope budgeting from bank CSV exports",
            url: URL(string: "https://github.com/sample-user/swift-budget")
        ),
        Repository(
            name: "reading-list", stars: 19, updatedAt: mockDate("2026-11-03T12:00:45Z"), language: nil,
            description: "Books, papers and talks worth the time",
            url: URL(string: "https://github.com/sample-user/reading-list")
        ),
        Repository(
            name: "garden-sensors", stars: 88, updatedAt: mockDate("2026-10-28T19:15:09Z"), language: "Python",
            description: "Soil moisture logging on a Raspberry Pi",
            url: URL(string: "https://github.com/sample-user/garden-sensors")
        ),
        Repository(
            name: "blog", stars: 4, updatedAt: mockDate("2026-09-30T06:22:51Z"), language: "TypeScript",
            description: "Personal site",
            url: URL(string: "https://github.com/sample-user/blog")
        ),
    ]

    private let state: RecordedResult<Call, [Repository]>

    /// - Parameter repositoriesResult: every repository (most recently updated first), or the error to throw.
    public init(repositoriesResult: Result<[Repository], any Error> = .success(MockGitHubService.sampleRepositories)) {
        state = RecordedResult(repositoriesResult)
    }

    /// Every repository (most recently updated first; `recentRepositories(limit:)` returns the first ones), or the error to throw.
    public var repositoriesResult: Result<[Repository], any Error> {
        get { state.current }
        set { state.current = newValue }
    }

    /// Every call, oldest first.
    public var calls: [Call] { state.calls }

    /// Forgets every recorded call.
    public func reset() {
        state.reset()
    }

    public func recentRepositories(limit: Int) async throws -> [Repository] {
        let result = state.record(.recentRepositories(limit: limit))
        return Array(try result.get().prefix(max(0, limit)))
    }
}
