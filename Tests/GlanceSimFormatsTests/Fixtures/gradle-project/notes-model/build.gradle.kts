plugins {
    kotlin("jvm")
}
