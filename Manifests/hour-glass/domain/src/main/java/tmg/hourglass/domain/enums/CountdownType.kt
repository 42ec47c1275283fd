// Written for GlanceSim in the shape of thementalgoose/android-hour-glass:domain/src/main/java/tmg/hourglass/domain/enums/CountdownType.kt @ c67dd88 (Apache-2.0), excerpt, Apache-2.0.
// Copyright the android-hour-glass authors. Licensed under the Apache License, Version 2.0
// (http://www.apache.org/licenses/LICENSE-2.0). The upstream file as it is at that commit, unchanged below this header.
package tmg.hourglass.domain.enums

enum class CountdownType(
    val key: String,
    val converter: (value: String) -> String = { it }
) {
    DAYS(
        key = "DAYS",
        converter = {
            when (it) {
                "1" -> "$it day"
                else -> "$it days"
            }
        }
    ),
    NUMBER(
        key = "NUMBER"
    ),
    MILES(
        key = "MILES",
        converter = { "${it}mi" }
    ),
    MILLIMETRES(
        key = "MILLIMETRES",
        converter = { "${it}mm" }
    ),
    METRES(
        key = "METRES",
        converter = { "${it}m" }
    ),
    KILOMETRES(
        key = "KILOMETRES",
        converter = { "${it}km" }
    ),
    MONEY_GBP(
        key = "MONEY_GBP",
        converter = { "£$it" }
    ),
    MONEY_USD(
        key = "MONEY_USD",
        converter = { "$$it" }
    ),
    MONEY_EUR(
        key = "MONEY_EUR",
        converter = { "€$it" }
    ),
    MONEY_YEN(
        key = "MONEY_YEN",
        converter = { "¥$it" }
    ),
    KILOGRAMS(
        key = "KILOGRAMS",
        converter = { "${it}kg" }
    ),
    GRAMS(
        key = "GRAMS",
        converter = { "${it}g" }
    ),
    LITRES(
        key = "LITRES",
        converter = { "${it}l" }
    ),
    MILLILITRES(
        key = "MILLILITRES",
        converter = { "${it}ml"}
    ),
    SECONDS(
        key = "SECONDS",
        converter = { "${it}s"}
    ),
    TEMPERATURE_CELSIUS(
        key = "CELSIUS",
        converter = { "${it}°C"}
    ),
    TEMPERATURE_FAHRENHEIT(
        key = "FAHRENHEIT",
        converter = { "${it}°F"}
    );
}
