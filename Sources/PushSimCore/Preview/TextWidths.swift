/// How wide a grapheme cluster is set, in ems of its font: what the preview's layout measures
/// text with (docs/preview.md, "Measuring text"). A protocol, so the layout's rules are tested
/// with widths chosen for the test as well as with the font's.
protocol TextWidths: Sendable {
    /// The advance of `character` in ems of a font of `weight`.
    func advance(of character: Character, weight: PreviewFont.Weight) -> Double
}

/// A font of the preview: its size in points and its weight.
public struct PreviewFont: Sendable, Equatable {
    public enum Weight: Sendable, Equatable { case regular, semibold }

    public var size: Double
    public var weight: Weight

    public init(size: Double, weight: Weight = .regular) {
        self.size = size
        self.weight = weight
    }
}
