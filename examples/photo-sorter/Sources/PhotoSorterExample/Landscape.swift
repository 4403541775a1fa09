/// The example's pictures, drawn as SVG from a place (beach, mountains, city) and a shot
/// number: a sky, a sun, and the place's shapes, so the example ships no image files.
enum Landscape {
    private static let skies = [("#8ec5ff", "#e0f3ff"), ("#ffb199", "#ffe4c4"), ("#6a5acd", "#f8b195"), ("#2c3e50", "#fd746c")]

    static func svg(place: Int, shot: Int) -> String {
        let sky = skies[shot % skies.count]
        let sunX = 60 + shot * 70, sunY = 70 + (shot % 2) * 30
        let ground: String
        switch place {
        case 0:
            ground = """
            <rect y="230" width="320" height="70" fill="#2e86c1"/>
            <path d="M0 300 Q160 250 320 300 V400 H0 Z" fill="#f4d03f"/>
            """
        case 1:
            ground = """
            <path d="M0 300 L90 \(150 + shot * 10) L170 280 L240 \(130 + shot * 12) L320 290 V400 H0 Z" fill="#5d6d7e"/>
            <path d="M70 180 L90 \(150 + shot * 10) L110 180 Z M220 160 L240 \(130 + shot * 12) L262 162 Z" fill="white"/>
            <rect y="330" width="320" height="70" fill="#27ae60"/>
            """
        default:
            let heights = [120, 180, 90, 150, 200, 110].map { $0 + shot * 8 }
            ground = heights.enumerated().map { index, height in
                "<rect x=\"\(index * 54)\" y=\"\(400 - height)\" width=\"48\" height=\"\(height)\" fill=\"#34495e\"/>"
            }.joined(separator: "\n") + "\n<rect y=\"380\" width=\"320\" height=\"20\" fill=\"#1c2833\"/>"
        }
        return """
        <svg xmlns="http://www.w3.org/2000/svg" width="320" height="400" viewBox="0 0 320 400">
        <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="\(sky.0)"/><stop offset="1" stop-color="\(sky.1)"/></linearGradient></defs>
        <rect width="320" height="400" fill="url(#s)"/>
        <circle cx="\(sunX)" cy="\(sunY)" r="28" fill="#fff3b0"/>
        \(ground)
        </svg>
        """
    }
}
