/// "Did you mean" suggestions: the closest known name within a small edit distance.
enum NameSuggestion {
    /// The candidate closest to `name`, if one is close enough to be a likely typo.
    static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        all(closeTo: name, among: candidates).first
    }

    /// Every candidate close enough to `name` to be a likely typo, closest first (then by name).
    static func all(closeTo name: String, among candidates: some Sequence<String>) -> [String] {
        let typed = Array(name.lowercased().utf8)
        // Up to a third of the length in edits (at most three); names under three characters only
        // match by case, since one edit turns them into almost anything.
        let allowed = typed.count < 3 ? 0 : max(1, min(3, typed.count / 3))
        return candidates.compactMap { candidate -> (String, Int)? in
            let distance = editDistance(typed, Array(candidate.lowercased().utf8), limit: allowed)
            return distance <= allowed && candidate != name ? (candidate, distance) : nil
        }.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.map(\.0)
    }

    /// `"; did you mean 'x'?"`, or an empty string when nothing is close.
    static func didYouMean(_ name: String, among candidates: some Sequence<String>) -> String {
        didYouMean(suggesting: closest(to: name, among: candidates))
    }

    /// `"; did you mean 'x'?"` for a suggestion already found (one a fix-it also writes), or an empty string.
    static func didYouMean(suggesting suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit;
    /// returns `limit + 1` early once the distance is known to exceed `limit`.
    private static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                var value = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}

/// "a", "a and b", "a, b and c": names as a diagnostic lists them.
func englishList(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + items.last!
}
