import GlanceSimCLI

#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    @preconcurrency import Darwin
#endif

let output = CommandOutput(
    stdout: { fputs($0, stdout) },
    stderr: { fputs($0, stderr) }
)
let status = CommandLineTool.run(Array(CommandLine.arguments.dropFirst()), output: output)
exit(status.rawValue)
