import ActivityRings
import ActivityRingsSVG

/// The report page's look: Apple's black background, white text, grey secondary text, the
/// ring colours for ring names and bars, and text never below 11 pixels.
///
/// ```swift
/// let css = ReportStyle.css  // inside <style>
/// ```
///
/// Every text colour is listed in ``textColors`` with the background it is read on, and a test
/// checks each pair against WCAG 2's AA contrast (4.5:1 for text).
enum ReportStyle {
  /// The page background.
  static let background = RGBColor.black
  /// The tooltip's background.
  static let tooltipBackground = RGBColor(red: 28, green: 28, blue: 30)
  /// Secondary text: weekday letters, days without data, notes.
  static let secondary = RGBColor(red: 152, green: 152, blue: 157)
  /// Main text.
  static let primary = RGBColor(red: 255, green: 255, blue: 255)

  /// Each text colour and the background it is drawn on.
  static var textColors: [(name: String, text: RGBColor, background: RGBColor)] {
    [
      ("primary", primary, background), ("secondary", secondary, background),
      ("tooltip", primary, tooltipBackground),
    ] + RingKind.allCases.map { ($0.name, $0.color, background) }
  }

  /// The style sheet.
  static var css: String {
    """
    :root{color-scheme:dark;--move:\(RingKind.move.color.hex);--exercise:\(RingKind.exercise.color.hex);\
    --stand:\(RingKind.stand.color.hex);--secondary:\(secondary.hex)}
    html{background:\(background.hex);color:\(primary.hex);font-family:\(fontFamily);font-size:15px;line-height:1.4}
    body{margin:0 auto;padding:16px 20px 48px;max-width:1180px}
    h1{font-size:28px;margin:8px 0 4px}h2{font-size:22px;margin:32px 0 8px}
    h3{font-size:17px;margin:24px 0 8px}h4{font-size:15px;margin:0 0 6px}
    p.lead,p.note{color:var(--secondary)}p.note{font-size:12px}
    a{color:\(primary.hex)}
    nav.years ul{list-style:none;margin:12px 0;padding:0;display:flex;flex-wrap:wrap;gap:8px}
    nav.years a{display:inline-block;padding:4px 12px;border:1px solid #3a3a3c;border-radius:14px;text-decoration:none}
    nav.years a[aria-current=true]{background:\(primary.hex);color:\(background.hex)}
    .visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
    .move{color:var(--move)}.exercise{color:var(--exercise)}.stand{color:var(--stand)}
    table{border-collapse:collapse}
    table.figures th,table.figures td{padding:3px 14px 3px 0;text-align:left;vertical-align:top}
    table.figures td{white-space:nowrap}
    table.figures thead th{color:var(--secondary);font-weight:600;font-size:13px}
    .scroll{overflow-x:auto;max-width:100%;position:relative}.summary>div{min-width:0}
    .summary{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(440px,100%),1fr));gap:0 40px}
    .months{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(350px,100%),1fr));gap:20px 28px}
    table.calendar th{color:var(--secondary);font-size:12px;font-weight:600;padding:0 0 4px}
    abbr{text-decoration:none}
    table.calendar td{padding:0 2px 6px;vertical-align:top}
    .day{position:relative;width:44px;border-radius:6px;text-align:center}
    .day .number{display:block;font-size:12px;font-weight:700;line-height:16px}
    .day.empty .number{color:var(--secondary)}
    .day.today .number{display:table;margin:0 auto;padding:0 4px;min-width:8px;border-radius:8px;\
    background:\(primary.hex);color:#000}
    .day svg{display:block}
    .day:focus{outline:2px solid \(primary.hex);outline-offset:2px}
    .day:hover::after,.day:focus::after{content:attr(data-tip);position:absolute;left:50%;top:100%;\
    transform:translateX(-50%);z-index:2;white-space:pre;text-align:left;font-size:12px;font-weight:400;\
    line-height:1.45;padding:6px 9px;border-radius:8px;background:\(tooltipBackground.hex);\
    color:\(primary.hex);border:1px solid #3a3a3c;pointer-events:none}
    table.rates th,table.rates td{padding:2px 3px;text-align:center;font-size:11px}
    table.rates th[scope=row]{text-align:left;font-size:13px;padding-right:8px}
    table.rates td{vertical-align:bottom;height:64px;min-width:30px}
    table.rates .bar{display:block;width:12px;margin:0 auto 2px;border-radius:3px;\
    height:calc(var(--rate) * 44px);min-height:1px}
    tr.move .bar{background:var(--move)}tr.exercise .bar{background:var(--exercise)}\
    tr.stand .bar{background:var(--stand)}tr.all .bar{background:\(primary.hex)}
    table.rates td.none{color:var(--secondary)}
    html.scripted section.year[hidden]{display:none}
    @media (max-width:600px){body{padding:12px 12px 40px}table.figures td{white-space:normal}}
    """
  }

  /// The rings' font stack, the SVG labels' own: SF Pro Rounded where it exists, Apple's system
  /// font, then Inter (the Cairo backend's face), then the generic family.
  static let fontFamily = SVGRenderer.fontFamily
}
