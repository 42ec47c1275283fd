import GlanceSim
import Testing

/// The content-age figures: maximum, time-weighted mean and time-weighted percentiles (Metrics article).
@Suite struct ContentAgeStatisticsTests {
    @Test func nothingShownHasNoMeanOrPercentile() {
        let age = ContentAgeStatistics()
        #expect(age.shownTime == .zero && age.maximum == .zero)
        #expect(age.mean == nil && age.percentile(0.95) == nil)
    }

    /// One interval of 60 s: the age runs 0…60 s evenly, so the mean is 30 s and p95 is 57 s.
    @Test func oneIntervalIsUniform() {
        var age = ContentAgeStatistics()
        age.add(interval: .seconds(60))
        #expect(age.maximum == .seconds(60))
        #expect(age.mean == .seconds(30))
        #expect(age.percentile(0.95) == .seconds(57))
        #expect(age.percentile(0) == .zero && age.percentile(1) == .seconds(60))
    }

    /// Intervals of 1 min and 3 min (4 min shown): mean (60² + 180²) / 2 / 240 = 75 s; p95 solves
    /// min(60, a) + min(180, a) = 228, so a = 228 − 60 = 168 s.
    @Test func meanAndPercentileAreTimeWeighted() {
        var age = ContentAgeStatistics()
        age.add(interval: .minutes(1))
        age.add(interval: .minutes(3))
        #expect(age.shownTime == .minutes(4) && age.maximum == .minutes(3))
        #expect(age.mean == .seconds(75))
        #expect(age.percentile(0.95) == .seconds(168))
    }

    /// The order intervals arrive in does not matter, and equal lengths share one counter.
    @Test func orderDoesNotMatter() {
        var forward = ContentAgeStatistics()
        var backward = ContentAgeStatistics()
        let lengths: [SimDuration] = [.seconds(20), .seconds(40), .seconds(60), .seconds(60)]
        for length in lengths { forward.add(interval: length) }
        for length in lengths.reversed() { backward.add(interval: length) }
        #expect(forward == backward)
        // (20² + 40² + 60² + 60²) / 2 / 180 = 9200 / 360 = 25.555… s; p95: 20 + 40 + 2a = 171 → a = 55.5 s.
        #expect(forward.mean == .milliseconds(25_556))
        #expect(forward.percentile(0.95) == .milliseconds(55_500))
    }
}
