import GlanceSimCLI

#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    @preconcurrency import Darwin
#endif

CommandLineTool.stopOnInterrupt()
let status = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()), output: .standardStreams)
exit(status.rawValue)
